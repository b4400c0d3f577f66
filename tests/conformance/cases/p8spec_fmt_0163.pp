notify { 'x': message => String(18, '%6p') }
