notify { "x": message => "${[1,[2]].tree_each({order => breadth_first}).map |$p, $v| { $p }}" }
