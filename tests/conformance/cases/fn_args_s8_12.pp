notify { 'a': message => values('x') }
