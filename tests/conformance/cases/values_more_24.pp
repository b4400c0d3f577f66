notify { 'n': message => [Integer('12'), Float('1.5'), String(12), Boolean('true'), Array({'a' => 1}), Hash([['a', 1]])] }
