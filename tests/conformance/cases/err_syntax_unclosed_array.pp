$x = [1, 2
notify { 'a': }
