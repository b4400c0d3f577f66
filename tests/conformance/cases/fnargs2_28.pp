notify { "x": message => [length(undef)] }
