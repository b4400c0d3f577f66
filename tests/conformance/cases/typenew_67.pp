notify { 'x': message => "${Tuple[Integer,Integer].new('ab')}" }
