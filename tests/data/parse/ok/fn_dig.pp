$d = { 'a' => { 'b' => [10, 20] } }
notify { 'd': message => [$d.dig('a', 'b', 1), $d.dig('x', 'y')] }
