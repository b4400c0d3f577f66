$x = assert_type(Integer[10], 5)
