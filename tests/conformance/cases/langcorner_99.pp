notify { 'x': message => "${annotate('x', {})}" }
