$x = values_at(['a'], 3)
