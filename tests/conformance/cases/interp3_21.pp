notify { 'x': message => [-$nope] }
