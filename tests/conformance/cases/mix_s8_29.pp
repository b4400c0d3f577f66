$x = [1, 2, 3].reduce(10) |$memo, $v| { $memo + $v }
$y = [3, 1, 2].sort.reverse_each.map |$v| { $v * 2 }
notify { "x=${x} y=${y}": }
