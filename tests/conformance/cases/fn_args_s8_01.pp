notify { 'a': message => join() }
