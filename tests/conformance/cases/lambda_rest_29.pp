notify { 'x': message => "${with(1,2) |$a, $b = 5, *$r| { [$a,$b,$r] }}" }
