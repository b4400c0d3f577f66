notify { 'x': message => Notify['x'] }
