notify { 'a': message => [!undef, !'', !0, !'false', !!['x'], undef == '', undef == undef] }
