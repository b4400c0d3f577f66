notify { 'x': message => String([1, 'hello'], '%5G') }
