notify { 'x': message => [flatten([]), flatten(1), flatten([[[]]]), unique([1, '1', 1.0, 'a', 'A']), unique('aabbc'), reverse_each([1, 2, 3]).map |$x| { $x }] }
