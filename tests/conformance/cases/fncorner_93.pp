$x = chomp(5)
