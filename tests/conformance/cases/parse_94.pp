$x = 'hello'[1, -2]
notify { $x: }
