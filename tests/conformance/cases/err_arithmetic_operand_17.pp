notify { 'x': message => '1e2' * 1 }
