notify { 'x': message => String(/a/ * 2.5) }
