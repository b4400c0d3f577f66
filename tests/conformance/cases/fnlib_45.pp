notify { "x": message => [ceiling("abc")] }
