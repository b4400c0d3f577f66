notify { "x": message => String({a => 1} + [b, 2]) }
