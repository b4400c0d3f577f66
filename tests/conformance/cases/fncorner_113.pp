notify { 'x': message => "${[1,2,3].reverse_each.step(2).map |$x| { $x }}" }
