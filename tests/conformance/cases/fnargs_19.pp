notify { "x": message => [reduce([1]) |$a| { }] }
