notify { 'x': message => lookup('missing', Integer, 'first', 'str') }
