$h = { 'z' => 1, 'a' => 2, 'm' => 3 }
notify { 'o': message => [$h.keys, $h.map |$k, $v| { $k }] }
