notify { 'n': message => [Integer(3.9), Integer('-0b101'), Float(3), Integer(true) ] }
