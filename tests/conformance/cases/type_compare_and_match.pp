notify { 'x': message => [Integer[1,3] < Integer, 3 =~ Integer[1,3], 'a' =~ Type, Integer =~ Type[Integer]] }
