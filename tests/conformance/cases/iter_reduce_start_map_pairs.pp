$r = [1, 2, 3].reduce(10) |$m, $v| { $m + $v }
$e = { 'a' => 1 }.map |$pair| { $pair[0] }
notify { "r ${r} ${e}": }
