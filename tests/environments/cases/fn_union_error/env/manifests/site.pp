$x = union(['a'], 'b')
