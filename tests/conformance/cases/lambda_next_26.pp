notify { 'x': message => "${[1,2,3].all |$x| { if $x == 2 { break() } true }}" }
