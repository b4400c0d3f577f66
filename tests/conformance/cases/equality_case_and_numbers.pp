notify { 'l1': message => [1, 2] == [1, 2] }
notify { 'l2': message => 'A' == 'a' }
notify { 'l3': message => ['A'] == ['a'] }
notify { 'l4': message => { 'a' => 'X' } == { 'a' => 'x' } }
notify { 'l5': message => 1 == 1.0 }
notify { 'l6': message => '1' == 1 }
