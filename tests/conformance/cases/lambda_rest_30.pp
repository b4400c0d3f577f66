notify { 'x': message => "${with(1) |$a, $b = 5, *$r| { [$a,$b,$r] }}" }
