notify { 'a': message => sprintf('%f', 'abc') }
