notify { 'l1': message => [1, 2, 3].any |$x| { $x > 2 } }
notify { 'l2': message => [1, 2, 3].all |$x| { $x > 0 } }
notify { 'l3': message => { 'a' => 1 }.any |$k, $v| { $v == 1 } }
notify { 'l4': message => [].all |$x| { false } }
