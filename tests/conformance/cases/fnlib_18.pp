notify { "x": message => [size([1,2]), size("abc"), length({a=>1})] }
