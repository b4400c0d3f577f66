notify { 'x': message => "${sort([[2, 1], [1, 2]])}" }
