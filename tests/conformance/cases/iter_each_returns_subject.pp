$r = [1, 2, 3].each |$i, $v| { $i }
notify { 'x': message => $r }
