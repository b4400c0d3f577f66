notify { 'c': message => [Integer('42'), String(5), Float('1.5'), Boolean('true'), Array('a'), Integer('0x1f')] }
