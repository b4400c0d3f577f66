notify { 'i': message => ['a' in { 'a' => 1 }, 'A' in ['a'], /b/ in ['abc'], 2 in [1, 2], 'x' in 'xyz', String in ['a', 1]] }
