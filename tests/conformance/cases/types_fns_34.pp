notice(Integer[1, 10] =~ Type, 5 =~ Integer[1, 10], 'a' =~ String[2], [1] =~ Array[Integer])
