notify { 'x': message => "${[1,2,3].partition |$x| { if $x == 2 { break() } true }}" }
