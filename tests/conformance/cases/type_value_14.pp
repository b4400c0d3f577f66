notify { "n": message => Float[0.5] }
