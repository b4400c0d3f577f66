$a = [1, 2]
notify { 'a': message => $a[5] }
notify { 'b': message => { 'k' => 1 }['z'] }
