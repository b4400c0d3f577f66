notify { 'a': message => step([1,2], 0) }
