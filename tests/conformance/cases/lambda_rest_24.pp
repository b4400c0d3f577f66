notify { 'x': message => "${3.map |$i, *$r| { $r }}" }
