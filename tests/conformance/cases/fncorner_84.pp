notify { 'x': message => "${1.tree_each |$x| { $x }}" }
