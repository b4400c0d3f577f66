notify { 'x': message => "${annotate(Integer, 'x', 1)}" }
