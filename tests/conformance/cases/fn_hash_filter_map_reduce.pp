$h = {'a' => 1, 'b' => 2, 'c' => 3}
$f = $h.filter |$k, $v| { $v > 1 }
$m = $h.map |$k, $v| { "${k}=${v}" }
$r = $h.reduce(0) |$memo, $kv| { $memo + $kv[1] }
notify { 'x': message => "${f} ${m} ${r}" }
notify { 'y': message => $h.keys.join(','), withpath => $h.any |$k, $v| { $v == 2 } }
