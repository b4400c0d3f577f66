notify { "x": message => [assert_type(String, 1)] }
