notify { 'a': message => sprintf('%d', true) }
