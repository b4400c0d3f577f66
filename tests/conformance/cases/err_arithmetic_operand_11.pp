notify { 'x': message => 1 + Notify['x'] }
