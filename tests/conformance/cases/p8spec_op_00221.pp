notify { 'x': message => String(1 > Timestamp('2020-01-01T00:00:00Z')) }
