notify { "x": message => [match("a", undef)] }
