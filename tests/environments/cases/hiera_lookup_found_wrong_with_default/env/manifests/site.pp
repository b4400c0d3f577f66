notify { 'x': message => lookup('a', Integer, 'first', 5) }
