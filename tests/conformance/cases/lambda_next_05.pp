notify { 'x': message => "${[1,2,3,4].reduce |$m, $x| { if $x == 3 { break() } $m + $x }}" }
