notify { 'x': message => "${[1,2].filter || { true }}" }
