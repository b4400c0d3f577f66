notify { "n": message => Binary }
