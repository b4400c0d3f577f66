notify { "x": message => [Integer[1,3].map |$x| { $x }, "abc".map |$c| { $c }] }
