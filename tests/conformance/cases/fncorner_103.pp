notify { 'x': message => "${lest(undef) |$a, $b| { 1 }}" }
