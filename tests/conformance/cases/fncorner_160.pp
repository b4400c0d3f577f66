notify { 'x': message => "${then(1, 2) |$x| { 2 }}" }
