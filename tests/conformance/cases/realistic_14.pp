class a { $list = [1, 2, 3] }
include a
$sum = $a::list.reduce |$m, $v| { $m + $v }
$evens = $a::list.filter |$v| { $v % 2 == 0 }
notify { "sum ${sum}": message => $evens }
