notify { 'x': message => "${call(1)}" }
