notify { 'c': message => [1]  $ < 2 }
