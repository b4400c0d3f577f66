notify { 'x': message => "${[[1,[2,3]]].tree_each |$x| { if $x == 2 { break() } }}" }
