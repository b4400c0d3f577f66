$r = [1,2,3].reduce |$m, $x| { if $x == 3 { break() } $m * 10 + $x }
notify { 'x': message => "${r}" }
