$x = is_a('x', 'String')
