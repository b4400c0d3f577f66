notify { 'x': message => "${Timestamp('2021-03-04T05:06:07Z').strftime('%H', '+05:30')} ${Timestamp('2021-03-04T05:06:07Z').strftime('%H %z', '-0800')}" }
