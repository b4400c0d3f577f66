notify { 'a': message => ['a', 'b'] + 'c' }
notify { 'b': message => {'a' => 1} + [['b', 2]] }
notify { 'c': message => {'a' => 1, 'b' => 2} - ['a'] }
notify { 'd': message => {'a' => 1, 'b' => 2} - {'a' => 9} }
