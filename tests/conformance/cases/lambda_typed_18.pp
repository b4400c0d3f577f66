notify { 'x': message => "${with(1,'a',2) |Integer *$r| { $r }}" }
