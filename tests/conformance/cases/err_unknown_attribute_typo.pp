notify { 'x': message => 'a', messge => 'b' }
