$h = { 'a' => 1, 'b' => 'two', 'c' => [1], 'd' => { 'e' => undef } }
notify { "${h}": }
