$config = { 'a' => 1, 'b' => { 'c' => 2 } }
$merged = $config + { 'b' => { 'd' => 3 } }
notify { 'm': message => $merged }
notify { 'dig': message => $config.dig('b', 'c') }
notify { 'get': message => $config.get('b.c') }
