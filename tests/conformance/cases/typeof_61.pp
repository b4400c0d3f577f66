notify { 'x': message => "${Timestamp('2021-06-15 10:20:30')} ${Timestamp('2021-06-15')} ${Timestamp('2021-06-15T10:20:30.25')}" }
