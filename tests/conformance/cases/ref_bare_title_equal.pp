notify { 'x': message => Notify['x'] == Notify[x] }
