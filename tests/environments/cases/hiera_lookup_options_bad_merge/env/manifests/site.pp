notify { 'a': message => lookup('x') }
