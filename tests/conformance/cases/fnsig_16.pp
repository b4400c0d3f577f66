notify { "x": message => [compare({}, {})] }
