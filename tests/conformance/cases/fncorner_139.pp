notify { 'x': message => "${[1, [2]].tree_each({include_root => false}).map |$v| { $v[1] }}" }
