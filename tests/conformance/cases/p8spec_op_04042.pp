notify { 'x': message => String(default % default) }
