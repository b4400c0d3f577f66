notify { 'x': message => "${then(1) |*$r| { $r }} ${lest(undef) |*$r| { $r }}" }
