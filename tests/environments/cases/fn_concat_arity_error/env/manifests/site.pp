$x = concat([1])
