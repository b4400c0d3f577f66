notify { 'x': message => String(18.0, '%7.2u') }
