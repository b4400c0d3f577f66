notify { 'x': message => String(false, '%-8t') }
