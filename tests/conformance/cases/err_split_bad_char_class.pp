notify { 'a': message => split('a,b', '[') }
