notify { 'n': message => undef['x'] }
