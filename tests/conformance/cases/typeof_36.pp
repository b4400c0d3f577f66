notify { 'x': message => "${type(1, 'bogus')}" }
