notify { 'a': message => type(1, 'bogus') }
