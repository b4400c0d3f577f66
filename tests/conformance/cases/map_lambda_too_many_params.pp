notify { 'n': message => [1, 2, 3].map |Integer $x, $extra| { $x } }
