notify { 'x': message => "${[1,2].reduce |$a, $b, $c, *$r| { $a }}" }
