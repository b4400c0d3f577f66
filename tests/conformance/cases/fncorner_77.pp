notify { 'x': message => "${empty(1)} ${empty(0.0)} ${empty('')} ${empty([])} ${empty({})}" }
