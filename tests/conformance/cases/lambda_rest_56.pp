notify { 'x': message => "${[1,2].map |$a, $b, $c = 3| { [$a, $b, $c] }}" }
