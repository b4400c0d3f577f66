notify { 'x': message => String('a::b', '%10A') }
