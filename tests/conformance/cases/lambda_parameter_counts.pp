notify { 'n': message => [[1, 2, 3].filter |$i, $v| { $i > 0 }, { 'a' => 1 }.map |$pair| { $pair }, [[1, 2], [3, 4]].map |$a, $b| { $a + $b }] }
