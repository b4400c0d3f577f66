notify { "x": message => [assert_type("foo", 1)] }
