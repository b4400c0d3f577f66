notify { "n": message => Sensitive['x'] }
