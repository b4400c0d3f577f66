notify { 'x': message => String(Integer == Integer) }
