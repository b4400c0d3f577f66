notify { 'x': message => [assert_type(String, 'abc') , assert_type(Integer, 'abc') |$e, $a| { "${a}" }, assert_type(Integer, [1, 'a']) |$e, $a| { "${a}" }] }
