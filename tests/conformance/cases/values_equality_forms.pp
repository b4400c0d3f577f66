notify { 'x': message => ['a' == 'A', [1, 'A'] == [1, 'a'], { 'a' => 'X' } == { 'a' => 'x' }, 1 == 1.0, '1' == 1, undef == undef, undef == ''] }
