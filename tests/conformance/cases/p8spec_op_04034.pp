notify { 'x': message => String(default % [1,2]) }
