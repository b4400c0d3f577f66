notify { 'x': message => "${annotate(1)}" }
