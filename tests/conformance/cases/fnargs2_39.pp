notify { "x": message => [getvar(1)] }
