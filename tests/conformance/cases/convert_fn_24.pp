notify { "x": message => String(-5.abs) }
