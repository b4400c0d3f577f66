notify { "x": message => String(Array({a => 1})) }
