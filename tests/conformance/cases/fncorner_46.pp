notify { 'x': message => "${call('with', 1) |$x| { $x + 1 }}" }
