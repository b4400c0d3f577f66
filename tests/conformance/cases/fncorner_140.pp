notify { 'x': message => "${{a => {b => {c => 1}}}.tree_each({include_containers => false}).map |$v| { $v[0] }}" }
