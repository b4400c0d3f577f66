notify { 'x': message => [ 'abc' in 'xxabcxx', 'A' in ['a'], 'a' in { 'a' => 1 }, /b/ in ['abc'], Integer in [1, 'x'], 'x' in 'X'] }
