$x = [1,2].reverse_each < 1
