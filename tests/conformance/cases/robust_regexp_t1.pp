$x = Regexp['(']
