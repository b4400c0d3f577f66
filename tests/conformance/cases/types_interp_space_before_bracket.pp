$x = [5, 6]
$e = "a ${x [1]}"
notify { $e: }
