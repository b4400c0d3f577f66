notify { 'x': message => [empty([]), empty({}), empty(''), empty(undef), empty(0), length({ 'a' => 1 }), length('héllo'), keys({}), values({ 'a' => [1] })] }
