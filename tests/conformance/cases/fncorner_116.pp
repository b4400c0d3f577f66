notify { 'x': message => "${[1,2].tree_each({order => 1}) |$x| { $x }}" }
