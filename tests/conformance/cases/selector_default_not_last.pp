$x = 'b'
notify { 'r': message => $x ? { 'a' => 1, default => 'dflt', 'b' => 2 } }
