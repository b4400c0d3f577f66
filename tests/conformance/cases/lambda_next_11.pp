notify { 'x': message => "${with(1) |$x| { next($x + 1) 7 }}" }
