notify { "x": message => [regsubst("aaa", "a", "b"), regsubst("aaa", "a", "b", "G"), regsubst(["ab","cb"], "b", "x"), regsubst("Abc", "a", "x", "I")] }
