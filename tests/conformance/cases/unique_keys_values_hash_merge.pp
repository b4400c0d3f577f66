notify { 'l1': message => unique([1, 2, 1, '1']) }
notify { 'l2': message => keys({ 'b' => 1, 'a' => 2 }) }
notify { 'l3': message => values({ 'b' => 1, 'a' => 2 }) }
notify { 'l4': message => { 'a' => 1 } + { 'b' => 2, 'a' => 3 } }
