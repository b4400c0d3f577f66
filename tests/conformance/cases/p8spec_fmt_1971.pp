notify { 'x': message => String([1, 'hello'], '%s') }
