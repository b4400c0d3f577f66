notify { 'x': message => "${Float('1.')}" }
