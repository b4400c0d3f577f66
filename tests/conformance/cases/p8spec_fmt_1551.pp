notify { 'x': message => String(false, '%-11b') }
