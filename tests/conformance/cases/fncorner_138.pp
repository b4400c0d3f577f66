$r = [[1, [2]], {a => [3]}].tree_each.map |$path, $v| { $path }
notify { 'x': message => "${r}" }
