$x = prefix('abc', 'p')
