$x = [[1,2],[3,4]].map |$a, *$r| { $r }
notify { 'x': message => "${x}" }
