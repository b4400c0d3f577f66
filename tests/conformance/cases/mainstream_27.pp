notify { join(sort(unique(flatten([['b', 'a'], ['a', 'c']]))), '+'): }
