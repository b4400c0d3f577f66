notify { 'a': message => 'a' * 2 }
