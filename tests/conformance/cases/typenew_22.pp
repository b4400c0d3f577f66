notify { 'x': message => "${Tuple[Integer,String].new([1,2])}" }
