$h = { 'a' => 1 }
notify { 'h': message => [$h['b'], $h['a']] }
