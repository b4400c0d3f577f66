notify { 'a': message => 10 / 3, withpath => false }
notify { 'b': message => [10.0 / 4, 0x1F, 017, 1e3, -5 % 3] }
