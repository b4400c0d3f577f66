notify { 'x': message => String('a::b', '%5s') }
