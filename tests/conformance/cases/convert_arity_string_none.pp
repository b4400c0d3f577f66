notify { 'a': message => String() }
