notify { 'x': message => [0, (*[1, 2]), ((*[3]))] }
