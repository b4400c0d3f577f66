notify { 'c': message => [max(1, 5, 3), min(4, 2), [3, 1, 2].sort, ['b', 'a'].sort, [1, [2, 3]].flatten, [1, 2, 2].unique, { 'a' => 1 }.keys, length('abc'), size([1, 2]), empty(''), empty({})] }
