notify { 'x': message => "${call('lest', undef) || { 'l' }} ${call('then', 2) |$x| { $x + 1 }}" }
