notify { 'n': message => [Integer('5') + 1, '3.5' + 1, 1 + 0.5] }
