notify { 'x': message => "${[[1,2,3]].map |$a, *$r| { [$a, $r] }}" }
