notify { 'x': message => 'a'; 'y': }
