notify { 'v': message => { 1 => 'int key', 'nested' => { 'deep' => [1.5, false, undef] }, 'r' => /re/, 't' => Integer, 'd' => default } }
