notify { 'x': message => [1, 2] + 3 }
notify { 'y': message => { 'a' => 1 } + { 'b' => 2 } }
notify { 'z': message => [1, 2, 3, 2] - 2 }
