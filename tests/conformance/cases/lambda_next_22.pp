notify { 'x': message => "${[1,2].map |$x| { return(3) }}" }
