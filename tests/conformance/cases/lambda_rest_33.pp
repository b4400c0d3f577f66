notify { 'x': message => "${[[1,2],[3]].tree_each |$a, *$r| { $r }.map |$x| { $x }}" }
