notify { 'x': message => "${sort([true, false])}" }
