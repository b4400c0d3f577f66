notify { 'x': message => [-true] }
