notify { 'x': message => String('hello world', '%.1s') }
