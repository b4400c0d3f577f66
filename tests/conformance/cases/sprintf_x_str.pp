notify { 'a': message => sprintf('%x', 'abc') }
