notify { 'x': message => String(true > Timestamp('2020-01-01T00:00:00Z')) }
