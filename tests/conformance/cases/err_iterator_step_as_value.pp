notify { 'a': message => 5.step(1) }
