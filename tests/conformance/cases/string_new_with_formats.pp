notify { 'n': message => [String(255, '%x'), String(3.5, '%d'), String([1, 2], '%s'), String('x', '%p')] }
