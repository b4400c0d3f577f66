notify { 'a': message => [type(5), type('a'), type([1, 'a']), type({'a' => 1}), type(undef), type(1.5, 'generalized'), type(5, 'reduced')] }
