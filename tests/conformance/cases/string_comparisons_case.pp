notify { 'n': message => ['a' < 'B', 'abc' == 'ABC', 'a' != 'A', 2 < 10, '2' < '10'] }
