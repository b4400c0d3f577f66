$x = { 'a' => { 'b' => 1 } }
notify { 'x': message => $x.dig('a', 'b', 'c') }
