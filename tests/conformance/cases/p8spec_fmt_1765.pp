notify { 'x': message => String('hello world', '%+d') }
