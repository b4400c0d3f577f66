notify { 'x': message => "${[[1,2],[3,4]].map |$pair| { $pair[1] }} ${[[1,2],[3,4]].map |$a, $b| { $b }}" }
