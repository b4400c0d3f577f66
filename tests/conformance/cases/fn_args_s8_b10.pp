notify { 'a': message => abs('1.5x') }
