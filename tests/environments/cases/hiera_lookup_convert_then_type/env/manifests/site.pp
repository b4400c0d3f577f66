notify { 'x': message => lookup('n', Integer) }
