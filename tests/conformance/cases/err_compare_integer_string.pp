notify { 'a': message => [ 1 < 'a' ] }
