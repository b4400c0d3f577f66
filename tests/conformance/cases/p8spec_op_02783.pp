notify { 'x': message => String(Integer * true) }
