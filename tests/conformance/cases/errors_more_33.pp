notify { "x": message => with(1) |$a, $b = 2| { $b } }
