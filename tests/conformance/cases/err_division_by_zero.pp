notify { 'a': message => 5 / 0 }
