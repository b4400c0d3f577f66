notify { 'n': message => 42 }
notify { 'm': message => 4.20 }
