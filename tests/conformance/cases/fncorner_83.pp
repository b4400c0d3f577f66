notify { 'x': message => "${[1,[2,{a=>3}]].tree_each.map |$p, $v| { [$p, $v] }}" }
