notify { "x": message => [1,2,3,4].partition |$x| { $x > 2 } }
