$x = delete_at(['a'], 1)
