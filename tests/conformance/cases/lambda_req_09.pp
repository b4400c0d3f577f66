notify { 'x': message => "${[1].each |$a, $b, $c| { $a }}" }
