notify { 'a': message => [1,2].step(-1) }
