notify { 'x': message => "${[1,2,3].index |$x| { if $x == 2 { break() } false }}" }
