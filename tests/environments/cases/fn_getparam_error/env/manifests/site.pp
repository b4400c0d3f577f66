$x = getparam(User['a'], 3)
