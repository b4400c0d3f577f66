notify { 'x': message => "${type([[1],['a']])} ${type([[1],['a']], 'generalized')}" }
