notify { "x": message => [dig({a => {b => [1,2]}}, a, b, 1), dig({a=>1}, b, c)] }
