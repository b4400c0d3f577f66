notify { 's': message => [sort(['b', 'A', 'a', 'B']), sort([3, 10, 2]), unique(['a', 'A', 'a']), flatten([[[]], [1, [2]]]), [[1, 2], [3]].flatten] }
