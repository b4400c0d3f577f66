notify { 'x': message => String(/a/ * '1e2') }
