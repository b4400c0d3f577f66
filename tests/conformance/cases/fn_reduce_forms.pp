notify { 'a': message => [1, 2, 3, 4].reduce |$m, $v| { $m + $v } }
notify { 'b': message => [].reduce |$m, $v| { $m + $v } }
notify { 'c': message => ['a', 'b'].reduce('x') |$m, $v| { "${m}${v}" } }
