notify { "x": message => 10 % 4 }
