notify { 'n': message => ['abc' * 2] }
