notify { 'x': message => "${[1,[2]].tree_each({include_containers => 'yes'}) |$x| { $x }}" }
