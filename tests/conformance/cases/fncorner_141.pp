notify { 'x': message => "${reverse_each(undef) |$x| { $x }}" }
