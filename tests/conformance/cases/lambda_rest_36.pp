notify { 'x': message => "${[1].map |$a, $b, $c = 1| { [$a, $b, $c] }}" }
