notify { 'x': message => "${[1].tree_each({include_values => 'no'}) |$x| { $x }}" }
