notify { "x": message => 100000000000000000000 }
