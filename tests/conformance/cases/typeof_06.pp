notify { 'x': message => "${type(1)} ${type(1, 'generalized')} ${type(1.5)} ${type(1.5, 'generalized')}" }
