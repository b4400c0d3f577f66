notify { "x": message => [1.map |$x| { $x }] }
