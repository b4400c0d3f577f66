notify { 'x': message => "${Hash.new([[0,1],[[1,0],2],[[1,1],3]], 'tree')}" }
