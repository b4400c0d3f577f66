notify { 'x': message => "${type(3, 'reduced')} ${type(-1)} ${type(0.0)}" }
