notify { 'x': message => File[[]] }
