notify { 'a': message => { 'a' => 1 } + [['b', 2]] }
