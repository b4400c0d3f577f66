notify { 'x': message => String([a] > '3') }
