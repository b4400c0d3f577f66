notify { "x": message => String(Float({a => 1})) }
