notify { 'x': message => "${[3, 1, 2].sort |$a, $b| { $b - $a }}" }
