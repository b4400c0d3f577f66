notify { 'x': message => "${Hash.new([[[0],1],[[1],2],[[2,0],3]], 'tree_hash')}" }
