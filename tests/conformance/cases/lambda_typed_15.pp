notify { 'x': message => "${with(undef) |Integer $a| { $a }}" }
