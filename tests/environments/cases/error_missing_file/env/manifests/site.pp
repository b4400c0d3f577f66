notify { 'x': message => file('web/a', 'web/b') }
