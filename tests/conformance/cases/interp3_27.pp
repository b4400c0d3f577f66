notify { 'x': message => [-Integer] }
