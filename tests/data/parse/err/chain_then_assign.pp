File["a"] -> $b = 1
