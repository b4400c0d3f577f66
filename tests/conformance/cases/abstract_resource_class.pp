notify { 'x': message => Resource['class', 'x'] }
