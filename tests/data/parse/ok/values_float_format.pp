notify { 'f': message => [1.0, 0.5, 1e3, 2.50, 3.14159] }
