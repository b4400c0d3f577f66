notify { 'x': message => "${[10, 20].reduce(0) |$m, $x, *$r| { $m + $x + $r.length }}" }
