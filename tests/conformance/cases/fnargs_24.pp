notify { "x": message => [chomp(1)] }
