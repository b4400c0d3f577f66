# exit: 1
# expect: failed to allocate memory: an array of 33554432 elements
$x = Integer[1, 40].reduce([1]) |$m, $i| { $m + $m }
notice($x.length)
