notify { 'x': message => String([a] >> Timestamp('2020-01-01T00:00:00Z')) }
