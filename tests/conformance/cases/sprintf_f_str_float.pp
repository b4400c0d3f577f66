notify { 'a': message => sprintf('%f', '1.5') }
