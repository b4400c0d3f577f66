$x = 'ab'[0]
notify { $x: }
