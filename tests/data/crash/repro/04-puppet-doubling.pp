# Doubling an array and a hash and a string 40 times.
# exit: 1
$x = Integer[1, 40].reduce(['x']) |$m, $i| { $m + $m }
