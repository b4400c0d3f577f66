notify { 'x': message => Hash([]) }
