notify { "x": message => [assert_type("Integer", "x")] }
