$x = delete(3, 'a')
