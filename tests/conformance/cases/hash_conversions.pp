notify { 'n': message => [Hash([['a', 1], ['b', 2]]), Hash(['a', 1, 'b', 2])] }
