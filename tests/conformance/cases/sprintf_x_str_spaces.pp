notify { 'a': message => sprintf('%x', ' 12 ') }
