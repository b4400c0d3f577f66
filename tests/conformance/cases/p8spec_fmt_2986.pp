notify { 'x': message => String('a::b', '%#X') }
