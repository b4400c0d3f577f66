notify { 'x': message => [-{}] }
