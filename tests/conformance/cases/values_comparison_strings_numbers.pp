notify { 'x': message => ['a' < 'B', 'abc' <= 'ABC', 1 < 2.5, 'b' > 'a'] }
