notify { 'a': message => 'x' } notify { 'b': }
