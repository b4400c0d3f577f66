notify { "x": message => [match([1], /a/)] }
