notify { 'x': message => [Timestamp('2021-06-01T12:00:00Z').strftime('%F %T %z', 'EST'), Timestamp('2021-06-01T12:00:00Z').strftime('%H:%M %:z', 'HST')] }
