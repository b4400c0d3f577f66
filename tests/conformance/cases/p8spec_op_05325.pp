notify { 'x': message => String([a] != 'abc') }
