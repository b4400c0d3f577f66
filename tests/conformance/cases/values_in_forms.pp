notify { 'x': message => [1 in [1, 2], 'a' in 'cat', 'b' in { 'b' => 1 }, 3 in { 3 => 'x' }, 'x' in undef] }
