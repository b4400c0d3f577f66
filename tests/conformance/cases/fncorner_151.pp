notify { 'x': message => "${[1].tree_each({order => undef}).map |$x| { $x }}" }
