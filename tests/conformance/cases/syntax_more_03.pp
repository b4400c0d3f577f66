notify { 'a': message => 'x', }
notify { 'b': message = 'y' }
