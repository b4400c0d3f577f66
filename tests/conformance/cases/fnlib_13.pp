[1,2,3].reverse_each |$x| { notify { "r${x}": } }
