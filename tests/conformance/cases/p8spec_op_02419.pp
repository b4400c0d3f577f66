notify { 'x': message => String(undef in [1,2]) }
