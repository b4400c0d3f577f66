$t = Object[{}, {}]
