notify { 'a': message => sprintf('%f', true) }
