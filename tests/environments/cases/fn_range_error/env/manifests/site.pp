$x = range('a b')
