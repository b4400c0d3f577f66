notify { 'a': message => max() }
