notify { 'x': message => "${group_by([1], 2) |$x| { $x }}" }
