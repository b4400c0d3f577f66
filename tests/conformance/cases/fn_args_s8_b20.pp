notify { 'a': message => Boolean('') }
