notify { 'x': message => "${[1,2].sort |$a| { 0 }}" }
