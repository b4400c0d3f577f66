# exit: 1
$x = Integer[1, 60].reduce({'a' => 1}) |$m, $i| { {'a' => $m, 'b' => $m} }
notice(String($x).length)
