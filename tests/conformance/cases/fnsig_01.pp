notify { "x": message => [md5(true)] }
