notify { 'x': message => "${[1,[2]].tree_each({include_containers => false, include_values => false}) |$x| { $x }}" }
