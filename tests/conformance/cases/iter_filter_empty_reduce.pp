$x = [1, 2, 3].filter |$v| { $v > 5 }
$y = { 'a' => 1 }.filter |$k, $v| { false }
notify { 'x': message => [$x, $y, [].reduce |$a, $b| { $a + $b }, [5].reduce |$a, $b| { $a + $b }] }
