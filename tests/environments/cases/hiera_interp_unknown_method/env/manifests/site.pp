notify { 'c': message => lookup('c') }
