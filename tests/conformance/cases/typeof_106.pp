notify { 'x': message => "${Timestamp('2021-02-30')}" }
