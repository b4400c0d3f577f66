notify { 'x': message => {'a' => 1, 'A' => 2, 1 => 3, '1' => 4, 1.0 => 5, true => 6, 'true' => 7} }
