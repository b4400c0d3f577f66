notify { 'a': message => Numeric('1x') }
