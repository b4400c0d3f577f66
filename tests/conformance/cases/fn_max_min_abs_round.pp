notify { 'm': message => [max(3, 7, 5), min('b', 'a'), abs(-4), abs(-2.5), max([1, 9, 4])] }
