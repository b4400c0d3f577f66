$known = 1
notify { 'x': message => "${known} and ${unknown}" }
