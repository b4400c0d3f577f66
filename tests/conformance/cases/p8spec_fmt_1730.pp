notify { 'x': message => String('hello world', '%{a') }
