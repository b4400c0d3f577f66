notify { 'x': message => "${[1,2,3,4].map |$x| { if $x == 3 { break() } $x }}" }
