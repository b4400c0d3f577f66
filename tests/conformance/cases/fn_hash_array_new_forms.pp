notify { 'x': message => [Hash([['a', 1], ['b', 2]]), Hash(['a', 1, 'b', 2]), Hash([]), Array([1]), Array(undef, true), Array(1, true)] }
