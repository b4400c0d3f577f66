# Puppet code asking for huge values: steps, ranges, doubling, padding.
# exit: 1
$a = Integer[1, 1000000000].step(1).map |$x| { $x }
