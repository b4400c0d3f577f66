notify { 'x': message => ['a', }
