notify { "x": message => "\u00e9" }
