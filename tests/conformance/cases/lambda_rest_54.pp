notify { 'x': message => "${[1,2,3,4].slice(3) |$a, *$r| { [$a, $r] }} ${[1,2,3,4].slice(3).map |*$r| { $r }}" }
