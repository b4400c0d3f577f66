$x = delete_at(['a', 'b'], 'x')
