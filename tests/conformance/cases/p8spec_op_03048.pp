notify { 'x': message => String(/a/ + undef) }
