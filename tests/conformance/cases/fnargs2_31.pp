notify { "x": message => [step([1], 0)] }
