notify { 'x': message => "${with(1,2) |Array[Integer] *$r| { $r }}" }
