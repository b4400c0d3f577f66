notify { 'x': message => String(18.0, '%4.2u') }
