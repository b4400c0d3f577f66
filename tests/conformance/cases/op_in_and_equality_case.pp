notify { 'a': message => 'B' in ['a', 'b'] }
notify { 'b': message => 'bc' in 'abcd' }
notify { 'c': message => 'a' == 'A' }
notify { 'd': message => [1, 'A'] == [1, 'a'] }
