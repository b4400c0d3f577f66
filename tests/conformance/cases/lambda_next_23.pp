notify { 'x': message => "${[1,2,3].slice(2) |$x| { break() }}" }
