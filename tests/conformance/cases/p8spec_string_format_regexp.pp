notify { 'x': message => [String(/a\/b/, '%p'), String(/x+/, '%s'), String(/x+/, '%#s'), String(Integer[1, 2], '%#s')] }
