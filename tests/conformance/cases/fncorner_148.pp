notify { 'x': message => "${{a => 1}.tree_each(1) |$x| { $x }}" }
