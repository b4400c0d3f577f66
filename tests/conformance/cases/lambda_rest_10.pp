notify { 'x': message => "${with(1) |$a, *$r| { [$a, $r] }}" }
