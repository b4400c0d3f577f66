notify { 'x': message => rstrip(['a ', 'b', {'c' => 1}]) }
