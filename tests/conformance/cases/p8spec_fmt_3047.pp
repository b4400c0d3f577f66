notify { 'x': message => String('a::b', '%#4s') }
