notify { 'x': message => "${[1,2].partition |*$r| { true }}" }
