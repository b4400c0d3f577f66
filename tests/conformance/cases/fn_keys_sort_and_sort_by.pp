$h = { 'b' => 1, 'a' => 2 }
notify { 'x': message => [$h.keys.sort, $h.sort_by |$k, $v| { $v }] }
