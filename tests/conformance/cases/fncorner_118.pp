notify { 'x': message => "${{a=>[1,2]}.tree_each({include_root => false, order => 'breadth_first'}).map |$x| { $x }}" }
