notify { 'x': message => "${partition(undef) |$x| { $x }}" }
