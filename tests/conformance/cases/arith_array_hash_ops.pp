notify { 'a': message => [1, 2] + [3], tag => 'x' }
notify { 'b': message => {'a' => 1} + {'b' => 2} }
notify { 'c': message => [1, 2, 3, 2] - [2] }
notify { 'd': message => [1] << 2 }
