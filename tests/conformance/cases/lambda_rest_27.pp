notify { 'x': message => "${[1,2,3].step(2) |*$r| { $r }}" }
