notify { 'x': message => Integer('abc') }
