notify { 'a': message => assert_type(Integer, 'str') }
