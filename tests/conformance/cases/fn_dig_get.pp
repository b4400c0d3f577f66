$d = { 'a' => [{ 'b' => 'deep' }] }
notify { 'd': message => [$d.dig('a', 0, 'b'), $d.dig('a', 5), dig($d, 'x')] }
