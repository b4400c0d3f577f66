notify { 'x': message => "${[1].map |$a = 2, $b| { $b }}" }
