$h = { 'a' => 1 }
notify { 'n': message => $h['a']['b'] }
