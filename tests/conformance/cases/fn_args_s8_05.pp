notify { 'a': message => size(1) }
