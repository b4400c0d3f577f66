notify { 'x': message => "${[1,2].unique(1)}" }
