notify { 'x': message => 'a', }
notify { 'x': message => 'b', }
