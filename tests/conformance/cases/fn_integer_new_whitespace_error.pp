notify { 'x': message => [Integer(' 12 '), Integer('012'), Integer('0b101'), Integer('1_000')] }
