notice(sort(['b', 'A', 'a', 'B']), sort([3, 1, 2]), unique([1, 1, '1', 2]))
