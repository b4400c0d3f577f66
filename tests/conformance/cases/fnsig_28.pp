notify { "x": message => [assert_type("Integer[1,3]", 2)] }
