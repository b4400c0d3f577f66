notify { "x": message => [true.each |$x| { }] }
