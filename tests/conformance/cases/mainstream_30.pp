notify { 'x': message => [1, 2].map |$i| { $i + 1 } }
