notify { 'n': message => [!undef, !'', !0, !'false', !false, !{}] }
