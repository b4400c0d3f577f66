$sum = Integer[1, 100].reduce |$m, $v| { $m + $v }
$pairs = { a => 1, b => 2 }.map |$k, $v| { [$k, $v * 2] }
Integer[1, 3].each |$i, $v| { notify { "n${i}": message => $v } }
notice($sum, $pairs, [3, 1, 2].sort, [[1, [2]], 3].flatten)
notice({ a => { b => [1, 2] } }.dig('a', 'b', 1))
