notify { 'x': message => String(true % [1,2]) }
