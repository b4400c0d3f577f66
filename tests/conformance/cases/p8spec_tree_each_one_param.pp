$out = []
[1, [2, 3]].tree_each |$v| { notify { "v ${v}": } }
