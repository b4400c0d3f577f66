notify { "x": message => [round("1.5")] }
