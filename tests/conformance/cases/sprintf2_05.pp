notify { "x": message => [sprintf('%c', 65)] }
