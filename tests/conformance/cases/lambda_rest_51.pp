notify { 'x': message => "${[1,2,3].map |Integer *$r| { $r }}" }
