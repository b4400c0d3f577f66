$h = { 'p' => 1, 'q' => 2 }
[$p, $q] = $h
notify { 'x': message => [$p, $q] }
