notify { 'x': message => "${[1,[2,[3]]].tree_each({include_root => false, include_values => false}).map |$x| { $x }}" }
