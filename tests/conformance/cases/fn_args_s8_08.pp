notify { 'a': message => join([1,2], 3) }
