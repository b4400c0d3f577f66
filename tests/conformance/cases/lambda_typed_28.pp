notify { 'x': message => "${with(1) |String[2] $a| { $a }}" }
