$a = [3, 1, 2]
notify { 'x': message => [$a.sort |$x, $y| { $y - $x }, $a.sort |$x, $y| { compare($x, $y) }, ['b', 'A'].sort |$x, $y| { compare($x, $y, false) }] }
