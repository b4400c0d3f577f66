$h = { 'a' => 1, 'b' => 2, 'c' => 3 }
notify { 'l1': message => $h.filter |$k, $v| { $v > 1 } }
notify { 'l2': message => $h.map |$k, $v| { "${k}=${v}" } }
notify { 'l3': message => $h.reduce(10) |$memo, $kv| { $memo + $kv[1] } }
notify { 'l4': message => $h.each |$k, $v| { } }
