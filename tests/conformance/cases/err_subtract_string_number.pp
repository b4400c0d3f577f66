notify { 'a': message => 'abc' - 1 }
