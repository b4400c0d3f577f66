[1,2].reverse_each |*$r| { notify { "r${r}": } }
