notify { 'a': message => sprintf('%x', '1.5') }
