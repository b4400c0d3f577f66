notify { 'x': message => "${[1,2].map || { 1 }}" }
