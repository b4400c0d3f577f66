notify { 'x': message => [[1, 2, 3, 4].group_by |$x| { $x % 2 }, [1, 2, 3].partition |$x| { $x > 1 }, { 'a' => 1 }.map |$k, $v| { [$k, $v] }, [[1, 2], [3, 4]].map |$a, $b| { $a + $b }] }
