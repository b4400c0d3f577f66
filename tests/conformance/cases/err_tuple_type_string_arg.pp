notify { 'a': message => Tuple['x'] }
