$x = 'abc' - 'b'
