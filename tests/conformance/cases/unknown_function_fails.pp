notify { 'n': message => nosuchfunc(1) }
