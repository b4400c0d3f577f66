notify { 'x': message => [-[1]] }
