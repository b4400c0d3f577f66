notify { 'x': message => "${[1,2,3].filter |$a, *$r| { $a > 1 }}" }
