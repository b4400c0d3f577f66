notify { 'x': message => "${with(1,'a') |Integer $a, String *$r| { $r }}" }
