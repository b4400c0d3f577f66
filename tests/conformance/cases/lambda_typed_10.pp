notify { 'x': message => "${with(1,'a') |Integer *$r| { $r }}" }
