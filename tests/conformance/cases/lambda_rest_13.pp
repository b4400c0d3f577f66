notify { 'x': message => "${[1,2,3].all |*$r| { $r =~ Array }}" }
