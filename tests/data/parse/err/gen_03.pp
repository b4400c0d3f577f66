notify { 'a': message => }
