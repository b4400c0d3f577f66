notify { 'a': message => min([3, 1]) }
