notify { 'a': message => min() }
