notify { 'x': message => 'a'; }
