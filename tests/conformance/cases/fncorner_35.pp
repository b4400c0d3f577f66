notify { 'x': message => "${[1,[2,[3]]].tree_each({order => 'breadth_first'}).map |$x| { $x }}" }
