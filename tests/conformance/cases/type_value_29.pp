notify { "n": message => Data }
