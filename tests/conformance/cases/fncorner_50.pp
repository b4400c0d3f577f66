notify { 'x': message => "${lest(undef) |$x| { 1 }}" }
