notify { 'x': message => String(/a/ * default) }
