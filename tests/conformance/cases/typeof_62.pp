notify { 'x': message => "${Timestamp('2021-06-15T10:20:30+02:00')} ${Timestamp('2021-06-15T10:20:30 UTC')}" }
