notify { 'x': message => "${convert_to('x', Integer)}" }
