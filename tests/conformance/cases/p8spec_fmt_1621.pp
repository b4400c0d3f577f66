notify { 'x': message => String('hello world', '%g') }
