notify { 'x': message => "${Timespan({hours => 1, minutes => 30})}" }
