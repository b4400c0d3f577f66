notify { 'x': message => "${unique(1)}" }
