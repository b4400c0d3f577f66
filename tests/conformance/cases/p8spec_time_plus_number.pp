notify { 'x': message => [Timestamp('2020-02-02T00:00:00Z') + 3600, 60 + Timestamp('2020-02-02T00:00:00Z'), 2 * Timespan(30), 10 - Timespan(4), Timespan(10) * 3] }
