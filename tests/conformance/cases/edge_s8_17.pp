notify { 'a': message => 'x' }
notify { 'a': message => 'y' }
