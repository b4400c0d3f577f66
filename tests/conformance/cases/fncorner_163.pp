notify { 'x': message => "${lest(undef) |$a = 5| { $a }}" }
