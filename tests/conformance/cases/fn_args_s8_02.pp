notify { 'a': message => split('a') }
