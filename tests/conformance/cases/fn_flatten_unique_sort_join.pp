$a = [1, [2, [3]]]
notify { 'x': message => [flatten($a), $a.flatten.unique, [3,1,2].sort, 'a,b'.split(','), join(['x','y'], '-')] }
