notify { 'a': message => sprintf('%d', [1]) }
