notify { "x": message => [flatten([1,[2,[3]]]), flatten(1, [2])] }
