notify { 'x': message => String(/a/ - Integer) }
