notify { 'x': message => "${Timestamp('2021-03-04T05:06:07.123456789Z')}" }
