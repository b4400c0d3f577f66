notify { 'x': message => "${[1,[2]].tree_each({order => 'depth_first'}) |$x, $y| { $x }}" }
