notify { 'x': message => [[1, 2] + [[3]], [[1, 2]].flatten, [1, [2, [3, [4]]]].flatten] }
