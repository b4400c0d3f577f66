$x = clamp('a', 1, 2)
