notify { 'x': message => 5 - Timestamp('2020-02-02T00:00:00Z') }
