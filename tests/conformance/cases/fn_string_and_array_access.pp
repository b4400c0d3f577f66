notify { 'x': message => ['a-b-c'.split('-'), 'abc'.size, 'Hello'.downcase, [3, 1].max, [3, 1].min, max(1, 5), min(2, 3), abs(-4), 'a'.upcase, 'abc'[1], 'abc'[0, 2], [1, 2, 3][-1], [1, 2, 3][1, 5]] }
