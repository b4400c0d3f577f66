notify { 'a': message => nosuchfunction(1) }
