notify { 'x': message => "${with(1,2) |$a = 3, $b| { [$a,$b] }}" }
