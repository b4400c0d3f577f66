$x = [1, 2]
notify { 'a': message => $x[5] }
notify { 'b': message => $x['k'] }
