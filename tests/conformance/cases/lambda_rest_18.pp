notify { 'x': message => "${[1,2,3].reduce(10) |*$r| { $r[0] + $r[1] }}" }
