notify { 'x': message => "${[1,2,3,4].reduce(100) |$m, $x| { if $x == 1 { break() } $m + $x }}" }
