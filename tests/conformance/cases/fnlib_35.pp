notify { "x": message => [1.with |$x| { $x * 2 }, with(1, 2) |$a, $b| { $a + $b }] }
