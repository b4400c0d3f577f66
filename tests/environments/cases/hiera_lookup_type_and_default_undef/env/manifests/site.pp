notify { 'a': message => String(lookup('nul', String, 'first', 'd')) }
