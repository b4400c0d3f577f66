notify { 'x': message => "${unique([1], 2)}" }
