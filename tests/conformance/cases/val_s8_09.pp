notify { 'a': message => [Integer('0x10'), Integer('010'), Integer('  42 '), Float('1.5'), Numeric('3'), Numeric('3.0'), Integer(3.9), Integer('0b101')] }
