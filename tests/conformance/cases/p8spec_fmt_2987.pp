notify { 'x': message => String('a::b', '%#6.4X') }
