$t = Object[1]
