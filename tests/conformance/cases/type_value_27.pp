notify { "n": message => Boolean }
