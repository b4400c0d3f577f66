notify { 'a': message => lest(1) }
