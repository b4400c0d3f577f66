notify { 'x': message => [[1] =~ Tuple[Integer, 1, 2], [1, 2, 3] =~ Tuple[Integer, 1, 2], ['a', 1, 2] =~ Tuple[String, Integer, 1, default]] }
