notify { 'x': message => "${[1,[2,[3]]].tree_each({bogus => 1}) |$x| { $x }}" }
