notify { 'x': message => "${reverse_each(true)}" }
