notify { "n": message => Resource['notify', 'x'] }
