$h = { 'a' => 1, 'b' => 2, 'c' => 3 }
notify { 'f': message => [$h.filter |$k, $v| { $v >= 2 }, $h.map |$k, $v| { "${k}${v}" }, [10, 20].map |$i, $v| { $i + $v }] }
