notify { 'e': message => [empty(undef), empty(0), empty([]), length({ 'a' => 1, 'b' => 2 }), keys({}), values({ 'x' => [1] }), 'abc'.length] }
