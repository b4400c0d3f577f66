notify { 'k': message => "${[1,2].reverse_each[0]}" }
