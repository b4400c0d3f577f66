notify { 'x': message => "${with() |$a| { $a }}" }
