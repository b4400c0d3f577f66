notify { 'a': message => 'a' 'b' }
