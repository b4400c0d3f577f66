notify { 'x': message => "${Timestamp('2021-03-04', '%F')}" }
