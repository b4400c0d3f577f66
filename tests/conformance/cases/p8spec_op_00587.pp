notify { 'x': message => String(2.5 !~ '1e2') }
