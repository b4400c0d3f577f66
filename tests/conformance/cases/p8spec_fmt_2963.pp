notify { 'x': message => String('a::b', '%#d') }
