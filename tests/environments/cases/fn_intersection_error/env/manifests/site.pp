$x = intersection(['a'], 'b')
