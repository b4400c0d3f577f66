notify { 'x': message => "${with() |*$r| { $r }}" }
