notify { 'x': message => String(2.5 - [1,2]) }
