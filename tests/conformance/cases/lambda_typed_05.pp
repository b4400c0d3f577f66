notify { 'x': message => "${with('a') |Integer $x| { $x }}" }
