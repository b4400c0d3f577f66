notify { 'x': message => String(true, '%X') }
