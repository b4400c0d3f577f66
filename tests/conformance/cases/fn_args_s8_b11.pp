notify { 'a': message => max(1, 'b') }
