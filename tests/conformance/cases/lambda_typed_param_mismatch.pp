notify { 'n': message => ['a', 'b'].map |Integer $x| { $x } }
