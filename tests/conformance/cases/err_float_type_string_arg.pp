notify { 'a': message => Float['a'] }
