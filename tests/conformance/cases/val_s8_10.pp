notify { 'a': message => Integer('abc') }
