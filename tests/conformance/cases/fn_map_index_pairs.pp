notify { 'a': message => [1, 2, 3].map |$i, $v| { "${i}:${v}" } }
notify { 'b': message => {'x' => 1}.map |$pair| { $pair } }
notify { 'c': message => [[1, 2], [3, 4]].map |$a, $b| { $a + $b } }
