notify { 'x': message => "${[1].partition || { 1 }}" }
