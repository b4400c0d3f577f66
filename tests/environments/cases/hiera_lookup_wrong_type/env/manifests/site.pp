notify { 'x': message => lookup('a', Integer) }
