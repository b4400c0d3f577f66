$h = { 'b' => 2, 'a' => 1 }
notify { 'n': message => [$h.keys.sort, $h.values, $h.map |$k, $v| { [$k, $v] }.flatten, Hash($h.map |$k, $v| { [$v, $k] })] }
