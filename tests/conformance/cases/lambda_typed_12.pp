notify { 'x': message => "${with(1,'a') |Array[Integer] *$r| { $r }}" }
