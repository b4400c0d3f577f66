notify { 'a': message => 1 / 0 }
