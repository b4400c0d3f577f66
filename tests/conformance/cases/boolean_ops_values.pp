notify { 'b': message => [true and 1, false or 'x', !undef, !'', !0] }
