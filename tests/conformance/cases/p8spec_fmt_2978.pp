notify { 'x': message => String('a::b', '%4.1d') }
