$r = [[1,2]].tree_each |$a, *$r| { notify { "t${a}${r}": } }
