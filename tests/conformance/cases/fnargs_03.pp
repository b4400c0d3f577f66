notify { "x": message => [assert_type(1, 1)] }
