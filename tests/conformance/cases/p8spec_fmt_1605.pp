notify { 'x': message => String('hello world', '%X') }
