notify { 'l1': message => undef.lest || { 'fallback' } }
notify { 'l2': message => 5.then |$x| { $x + 1 } }
notify { 'l3': message => undef.then |$x| { $x + 1 } }
notify { 'l4': message => [1, [2, [3]]].flatten }
