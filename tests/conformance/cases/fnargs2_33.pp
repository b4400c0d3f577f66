notify { "x": message => [assert_type("Integer", 1)] }
