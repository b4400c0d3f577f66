notify { 'a': message => sprintf('%x', true) }
