notify { "x": message => [ceiling("2.1"), floor(" 3.9 "), ceiling("1e1")] }
