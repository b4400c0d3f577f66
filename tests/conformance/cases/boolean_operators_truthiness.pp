notify { 'n': message => [true and false, true or false, !true, 'x' and 1] }
