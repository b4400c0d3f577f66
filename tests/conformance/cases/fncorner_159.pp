notify { 'x': message => "${lest(undef, 1) || { 2 }}" }
