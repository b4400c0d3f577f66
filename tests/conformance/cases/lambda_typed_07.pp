notify { 'x': message => "${[1,2].filter |Integer[2] $x| { true }}" }
