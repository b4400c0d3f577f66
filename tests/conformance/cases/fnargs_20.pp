notify { "x": message => [with() || { 1 }] }
