notify { 'a': message => lookup('a') }
