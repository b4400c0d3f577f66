notify { 'x': message => split('a1b22c', /\d+/) }
