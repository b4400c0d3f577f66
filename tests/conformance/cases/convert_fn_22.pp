notify { "x": message => String("x\n".chomp) }
