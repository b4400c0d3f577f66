$h = { 'b' => 1, 'a' => 2 }
notify { 'a': message => [$h.keys, $h.values, $h.sort, $h.map |$k, $v| { [$k, $v] }.sort |$x, $y| { compare($x[0], $y[0]) }] }
