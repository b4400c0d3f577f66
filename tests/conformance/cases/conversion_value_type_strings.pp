notify { 'k': message => "${Integer(['a', 'bcd'])}" }
