notify { 'x': message => String('1e2' >= 2.5) }
