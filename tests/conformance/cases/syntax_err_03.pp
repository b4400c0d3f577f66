notify { 'a': message => 'x' 
