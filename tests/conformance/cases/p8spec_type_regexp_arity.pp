notify { 'x': message => Regexp['a', 'b'] }
