notify { 'x': message => "${with() |$a = 3| { $a }}" }
