notify { 'x': message => "${with('a', 2) |Integer $a, String $b| { $a }}" }
