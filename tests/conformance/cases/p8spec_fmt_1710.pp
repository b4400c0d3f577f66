notify { 'x': message => String('hello world', '%-5G') }
