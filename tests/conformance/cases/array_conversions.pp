notify { 'n': message => [Array({ 'a' => 1 }), Array('s'), Array('s', true), Array([1])] }
