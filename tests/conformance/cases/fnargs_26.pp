notify { "x": message => [lstrip([1])] }
