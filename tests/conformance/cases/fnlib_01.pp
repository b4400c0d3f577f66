notify { "x": message => [1,2,3,4].group_by |$x| { $x % 2 } }
