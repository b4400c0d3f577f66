notify { 'x': message => String(Timestamp('2020-01-01T00:00:00Z') >> '0x10') }
