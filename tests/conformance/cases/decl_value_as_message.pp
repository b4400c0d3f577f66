$x = notify { 'a': }
notify { 'b': message => $x }
