notify { 'x': message => "${[1,2,3,4].reduce |$m, $x| { if $x == 2 { next(100) } $m + $x }}" }
