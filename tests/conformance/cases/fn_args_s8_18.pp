notify { 'a': message => abs('x') }
