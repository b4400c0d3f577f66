notify { 'x': message => String(Integer < [a]) }
