# Puppet loops running away: until it gives up.
# exit: 1
$x = Integer[1, 1000000000000].reduce(0) |$m, $i| { $m + 1 }
