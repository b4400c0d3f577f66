$x = [1].new
