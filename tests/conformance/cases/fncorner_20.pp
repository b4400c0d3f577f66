notify { 'x': message => "${group_by(1) |$x| { $x }}" }
