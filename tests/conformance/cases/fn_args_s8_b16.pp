notify { 'a': message => max('a', 'B') }
