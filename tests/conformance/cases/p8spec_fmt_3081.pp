notify { 'x': message => String('a::b', '%5.2E') }
