$r = [1,2,3].tree_each |$v| { $v }
notify{x: message => $r}
