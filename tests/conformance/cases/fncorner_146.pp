notify { 'x': message => "${step(5, 2) |$x| { notice($x) }}" }
