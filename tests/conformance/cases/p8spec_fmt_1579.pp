notify { 'x': message => String('hello world', '%c') }
