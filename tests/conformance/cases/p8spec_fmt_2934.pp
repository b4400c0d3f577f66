notify { 'x': message => String(Integer[1,2], '%.2B') }
