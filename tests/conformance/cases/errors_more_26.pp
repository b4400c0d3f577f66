notice(assert_type(Integer, 'x'))
