notify { 'a': message => [join([1, 2]), join(['a'], '-', 'x')] }
