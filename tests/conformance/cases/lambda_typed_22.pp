notify { 'x': message => "${with(1, 2) |Integer $a, String $b| { $a }}" }
