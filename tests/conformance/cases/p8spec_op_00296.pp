notify { 'x': message => String(1 in /a/) }
