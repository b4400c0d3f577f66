notify { 'a': message => [3, 1, 2].sort |$a, $b| { $a - $b } }
notify { 'b': message => [3, 1].sort |$a, $b| { undef } }
