notify { 'a': message => [Integer.new('42'), Array.new({'a' => 1}), Hash.new([['a', 1]]), String.new(42, '%05d'), Boolean.new('yes'), Array({'a' => 1}, true)] }
