notify { 'a': message => String([1], '%s') }
