notify { "x": message => String([1,2,3].partition |$x| { $x > 1 }) }
