notify { "x": message => String(3.7.floor) }
