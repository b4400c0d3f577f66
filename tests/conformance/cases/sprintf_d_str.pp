notify { 'a': message => sprintf('%d', 'abc') }
