notify { 'x': message => "${then(1) || { 2 }}" }
