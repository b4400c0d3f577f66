notify { 'x': message => "${strftime(5, '%Y')}" }
