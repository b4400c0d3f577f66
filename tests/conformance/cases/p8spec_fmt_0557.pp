notify { 'x': message => String(18.0, '%6p') }
