notify { "x": message => Integer }
