notify { 'x': message => "${[1].tree_each |$a, $b, $c| { $a }}" }
