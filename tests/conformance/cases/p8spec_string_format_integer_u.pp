notify { 'x': message => String(42, '%u') }
