notify { "x": message => "${[1,[2]].tree_each.filter |$v| { $v[1] == 2 }}" }
