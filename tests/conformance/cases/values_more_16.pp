notify { 'n': message => [-7 % 3, 7 % -3, -7 / 2, 7.5 % 2] }
