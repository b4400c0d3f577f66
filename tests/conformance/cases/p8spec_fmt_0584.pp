notify { 'x': message => String(18.0, '%05d') }
