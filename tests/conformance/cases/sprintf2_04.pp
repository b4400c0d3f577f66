notify { "x": message => [sprintf('%5.1q', 1)] }
