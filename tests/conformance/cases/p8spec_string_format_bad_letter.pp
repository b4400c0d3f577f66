notify { 'x': message => String('abc', '%x') }
