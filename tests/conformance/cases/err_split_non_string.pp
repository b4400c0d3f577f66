notify { 'a': message => split(5, ',') }
