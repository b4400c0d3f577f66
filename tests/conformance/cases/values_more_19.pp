notify { 'n': message => {'a' => 1, 'b' => 2}['a', 'c'] }
