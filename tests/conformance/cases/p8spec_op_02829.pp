notify { 'x': message => String(Integer % '1e2') }
