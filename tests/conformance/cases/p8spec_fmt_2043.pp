notify { 'x': message => String([1, 'hello'], '%10a') }
