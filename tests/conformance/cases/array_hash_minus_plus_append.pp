notify { 'l1': message => [1, 2, 3] - [2] }
notify { 'l2': message => [1, 2] + 3 }
notify { 'l3': message => [1, 2] << [3] }
notify { 'l4': message => { 'a' => 1, 'b' => 2 } - ['a'] }
