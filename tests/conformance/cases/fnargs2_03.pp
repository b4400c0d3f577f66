notify { "x": message => [camelcase(true)] }
