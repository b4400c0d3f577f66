# Materializing a billion integers (32 GB) is refused before it is asked.
# exit: 1
# expect: failed to allocate memory: step of 1000000000 elements
$x = Integer[1, 1000000000].step(1).map |$v| { $v }
notice($x.length)
