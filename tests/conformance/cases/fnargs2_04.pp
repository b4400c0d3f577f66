notify { "x": message => [chomp(true)] }
