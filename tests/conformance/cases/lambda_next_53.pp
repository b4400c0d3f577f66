notify { 'x': message => "${[1,2,3].reduce(0) |$m, $x| { if $x == 2 { next($m) } $m + $x }}" }
