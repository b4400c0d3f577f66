Notify { 'x': message => 'y' }
