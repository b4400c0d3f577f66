notify { 'a': message => sprintf() }
