$x = assert_type(Collection[2], [1])
