notify { 'a': message => Boolean('maybe') }
