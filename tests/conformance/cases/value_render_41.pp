notify { "x": message => 1.23456789012345e+15 }
