notify { 'x': message => "${[[1,2]].each |$a, $b| { notice($b) }}" }
