notify { 'n': message => [1 < 2, 'a' < 'b', 'B' > 'a', [1] == [1.0], 1 == '1', undef == '', '' == undef] }
