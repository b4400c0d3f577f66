notify { 'x': message => "${then(1)}" }
