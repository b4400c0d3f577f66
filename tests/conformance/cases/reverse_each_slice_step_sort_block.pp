notify { 'l1': message => [1, 2, 3].reverse_each.map |$x| { $x * 2 } }
notify { 'l2': message => [1, 2, 3, 4, 5].slice(2).map |$p| { $p } }
notify { 'l3': message => Integer[1, 10].step(3).map |$x| { $x } }
notify { 'l4': message => [3, 1, 2].sort |$a, $b| { compare($b, $a) } }
