notify { 'x': message => "${with(1) |$x| { break() }}" }
