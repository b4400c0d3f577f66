notify { 'x': message => "${sort([1,'a'])}" }
