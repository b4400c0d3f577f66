notify { 'x': message => "${[1,2,3].any |$a, *$r| { $r == [] }}" }
