notify { 'a': message => lookup('a..b') }
