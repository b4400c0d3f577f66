notify { 'x': message => "${[]} ${{}}" }
