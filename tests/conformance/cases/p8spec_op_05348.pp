notify { 'x': message => String([a] < true) }
