notify { 'x': message => "${then(1) |$a, $b| { 2 }}" }
