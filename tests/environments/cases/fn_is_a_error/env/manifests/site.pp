$x = is_a('x')
