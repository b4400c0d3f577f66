notify { 'a': message => [1, 2].map |$x, $y, $z| { $x } }
