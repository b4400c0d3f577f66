notify { "x": message => [Integer(3.7), Integer("3.7")] }
