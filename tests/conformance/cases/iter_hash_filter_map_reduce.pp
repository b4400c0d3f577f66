$h = { 'a' => 1, 'b' => 2 }
notify { 'x': message => [$h.filter |$k, $v| { $v > 1 }, $h.map |$k, $v| { "${k}=${v}" }, $h.reduce |$m, $p| { $m + $p[1] }] }
