notify { 'x': message => "${with(1, 'x', 3.5) |Integer $a, Integer *$r| { $r }}" }
