notify { 'x': message => "${Hash.new([[['x','y','z'], 1], [['x','w'], 2], [['q'], 3]], 'hash_tree')}" }
