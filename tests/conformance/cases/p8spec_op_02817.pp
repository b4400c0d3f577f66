notify { 'x': message => String(Integer % 'abc') }
