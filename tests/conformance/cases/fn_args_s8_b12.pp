notify { 'a': message => min('b', 1) }
