$x = { 'a' => 1, }
notify { 'x': message => $x }
