notify { 'a': message => 9223372036854775807 + 1 }
