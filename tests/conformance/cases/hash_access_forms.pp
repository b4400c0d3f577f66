$h = { 'a' => 1 }
notify { 'x': message => [$h['a'], $h['b'], $h['a', 'b']] }
