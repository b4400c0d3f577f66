$x = basename(['a'])
