notify { "x": message => [sha1(1.5)] }
