notify { 'x': message => [Hash.new([[[a], 1], [[b], [x, y]], [[b, 1], z], [[c, d], 2]], tree), Hash.new([[[a], [1, 2]], [[a, 0], 9]], hash_tree), Hash.new([[[], {r => 1}], [[s], 2]], tree)] }
