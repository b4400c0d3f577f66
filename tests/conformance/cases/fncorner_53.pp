notify { 'x': message => "${lest(1)}" }
