notify { 'x': message => String('hello world', '%#4.2c') }
