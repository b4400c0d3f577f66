notify { 'x': message => "${Timestamp('garbage')}" }
