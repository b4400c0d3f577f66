$b = Binary('hello', '%s')
notify { 'x': message => $b }
