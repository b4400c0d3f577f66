$x = assert_type(Integer, 'a')
