notify { 'x': message => "${with(1,2,3) |$a, $b| { $a }}" }
