notify { 'x': message => "${unique()}" }
