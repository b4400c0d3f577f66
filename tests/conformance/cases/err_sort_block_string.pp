notify { 'a': message => [3, 1].sort |$a, $b| { 'x' } }
