notify { 'i': message => ['k' in { 'k' => 1 }, /^a/ in ['b', 'abc'], 'x' in []] }
