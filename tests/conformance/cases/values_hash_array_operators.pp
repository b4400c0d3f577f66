$h = { 'b' => 2, 'a' => 1 }
notify { 'x': message => [keys($h), values($h), $h + { 'c' => 3 }, $h - 'a', empty({}), empty(''), [1,2] + [3], [1,2,2] - [2], [1] << [2]] }
