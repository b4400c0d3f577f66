notify { 'x': message => 'a' } notify { 'y': message => 'b' }
