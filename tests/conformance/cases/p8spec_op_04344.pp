notify { 'x': message => String('A' % Timestamp('2020-01-01T00:00:00Z')) }
