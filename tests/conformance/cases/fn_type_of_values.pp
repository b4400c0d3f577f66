notify { 'x': message => [type(1), type('a'), type([1, 'a']), type({ 'a' => 1 }), type(1.5), type(true), type(undef), type(Integer), type(/x/)] }
