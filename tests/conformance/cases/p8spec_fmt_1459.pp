notify { 'x': message => String(false, '%n') }
