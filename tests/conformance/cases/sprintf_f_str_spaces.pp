notify { 'a': message => sprintf('%f', ' 12 ') }
