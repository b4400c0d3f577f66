notify { "x": message => String(min('b', 'a')) }
