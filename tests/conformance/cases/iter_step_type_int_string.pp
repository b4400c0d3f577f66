notify { 'x': message => [1.step(10, 3).map |$x| { $x }, Integer[1, 4].map |$x| { $x }, 3.map |$x| { $x }, 'ab'.map |$c| { $c }] }
