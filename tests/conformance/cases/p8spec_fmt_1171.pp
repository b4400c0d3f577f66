notify { 'x': message => String(default, '%C') }
