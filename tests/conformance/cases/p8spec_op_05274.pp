notify { 'x': message => String([a] << /a/) }
