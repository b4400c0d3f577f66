notify { 'x': message => "${[1,2,3].each |*$r| { $r }}" }
