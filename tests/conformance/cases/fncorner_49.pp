notify { 'x': message => "${lest(undef) || { 1 }} ${then(1) |$x| { $x + 1 }} ${then(undef) |$x| { 2 }}" }
