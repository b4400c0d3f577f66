notify { 'n': message => [[1, 2] * 2] }
