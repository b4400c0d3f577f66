notify { 'a': message => [!true, !undef, !'', !0, !'false', true and 'x', undef or 0] }
