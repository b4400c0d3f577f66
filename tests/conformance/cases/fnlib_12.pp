notify { "x": message => [index([1,2,3], 2), index("hello", "l"), [5,6].index |$v| { $v == 6 }, index({a=>1}, 1)] }
