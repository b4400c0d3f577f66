notify { 'x': message => 1 + sensitive('x') }
