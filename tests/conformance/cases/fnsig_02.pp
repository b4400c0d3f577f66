notify { "x": message => [md5(undef)] }
