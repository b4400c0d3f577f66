notify { 'a': message => [max(1, 5, 3), min('b', 'a'), abs(-3), round(2.5), round(-2.5), ceiling(1.1), floor(-1.1), [3, 1].max, [1,2,3].min] }
