notify { 'x': message => [[3, 1, 2].sort, ['b', 'A', 'c'].sort, [1, 'a'].sort] }
