notify { 'x': message => [Integer('1_000'), Integer('-0x1f'), Integer('+5'), Integer('0o17')] }
