notify { 'n': message => [join(['a', undef, 'b'], ','), ['b', 'a', 'C'].sort, [3, 10, 2].sort, ['a', 1].length] }
