notify { 'x': message => "${with(1,2) |Integer *$r| { $r }}" }
