$x = [1,2,3,4].filter |*$r| { $r[1] > 2 }
notify { 'x': message => "${x}" }
