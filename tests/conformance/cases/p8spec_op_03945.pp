notify { 'x': message => String(Timespan(10) in Timestamp('2020-01-01T00:00:00Z')) }
