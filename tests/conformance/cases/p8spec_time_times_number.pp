notify { 'x': message => Timestamp('2020-02-02T00:00:00Z') * 2 }
