notify { "x": message => String([1,2,3].any |$x| { $x > 2 }) }
