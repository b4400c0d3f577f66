notify { 'x': message => "${{a=>[1,2]}.tree_each({include_containers => false}).map |$x| { $x }}" }
