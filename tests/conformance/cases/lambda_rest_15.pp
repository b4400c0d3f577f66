notify { 'x': message => "${[1,2,3].map |*$r| { $r }}" }
