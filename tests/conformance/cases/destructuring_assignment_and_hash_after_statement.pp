[$a, $b] = [1, 2]
notify { 'l1': message => $a + $b }
[$c, [$d, $e]] = [3, [4, 5]]
notify { 'l2': message => $e }
{ 'f' => $f } = { 'f' => 6 }
