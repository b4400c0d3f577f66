# exit: 1
$x = Integer[1, 60].reduce([1]) |$m, $i| { [$m, $m] }
notice($x)
