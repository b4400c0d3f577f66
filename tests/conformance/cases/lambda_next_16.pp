notify { 'x': message => "${[1,2,3].any |$x| { if $x == 1 { next(false) } true }}" }
