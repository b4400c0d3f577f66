notify { 'x': message => "${[1].map |$a, $b, $c| { $a }}" }
