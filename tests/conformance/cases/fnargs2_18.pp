notify { "x": message => [md5(1)] }
