notify { 'x': message => [!true, !undef, !'', !'a', !0, !!0, true and 0, false or []] }
