notify { 'x': message => "${[5,6].map |$a, $b, *$r| { [$a, $b, $r] }}" }
